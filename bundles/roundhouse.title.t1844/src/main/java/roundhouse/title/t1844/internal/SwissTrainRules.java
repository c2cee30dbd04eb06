package roundhouse.title.t1844.internal;

import java.util.List;

import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.Train;
import roundhouse.engine.spi.TrainRules;

/**
 * 1844's trains (RB XV, XVIII): the train limit depends on the company's type (phases.json gives the
 * historical companies' limit: 4, 4, 4, 3, then 2; pre-state railways and regionals own at most 2,
 * the SBB 4), and from the first 2/2H on one train of the bank is exported at the end of every set
 * of operating rounds (RB XV "Verkauf von Loks ins Ausland").
 */
class SwissTrainRules extends TrainRules {
    /** RB VIII, IX: pre-state railways and regionals own at most two trains. */
    static final int SMALL_LIMIT = 2;
    /** RB X: the SBB owns up to four trains. */
    static final int SBB_LIMIT = 4;

    SwissTrainRules(Game game) {
        super(game);
    }

    @Override
    public int trainLimit(Corporation corporation) {
        String type = SwissGame.type(corporation);
        if (SwissGame.SBB.equals(type)) {
            return SBB_LIMIT;
        }
        int limit = super.trainLimit(corporation);
        return SwissGame.HISTORICAL.equals(type) ? limit : Math.min(SMALL_LIMIT, limit);
    }

    /** The SBB's own 5H: "Diese 5H Lok ist nicht handelbar" (RB X); no company buys it from the SBB. */
    @Override
    public boolean mayBuy(Corporation buyer, Train train) {
        if (train.owner() instanceof Corporation o && SwissGame.SBB.equals(SwissGame.type(o))
                && train.id().equals(String.valueOf(o.data().get("train")))) {
            return false; // the 5H is the SBB's from its formation (set aside before: never offered)
        }
        return super.mayBuy(buyer, train);
    }

    /**
     * RB VIII: a regional owns H trains only: from the bank it buys the H variant, from another company
     * only a train that runs as one.
     */
    @Override
    public List<roundhouse.engine.spi.TrainType> variants(Corporation buyer, Train train) {
        List<roundhouse.engine.spi.TrainType> all = super.variants(buyer, train);
        if (!SwissGame.REGIONAL.equals(SwissGame.type(buyer))) {
            return all;
        }
        return all.stream().filter(v -> v.kind() == roundhouse.engine.spi.TrainType.Kind.HEXES).toList();
    }

    /** trains.json event: the SBB forms at the end of this operating round (RB X). */
    static final String SBB_FORMATION = "sbb_formation";

    /** trains.json event {@code downgrade_<card>}: every train of that card becomes its H variant. */
    static final String DOWNGRADE = "downgrade_";

    /**
     * RB XVIII: with the first 3/3H every 2 becomes a 2H, with the first 4/4H every 3 a 3H, with
     * the first 6/6H every 4 a 4H, with the first 8E/8H every 5 a 5H, owned or in the bank.
     */
    @Override
    public void event(String event, Train train) {
        if ("close_companies".equals(event)) {
            // RB III: the first 5/5H forces the Furka-Oberalp line before its private closes
            for (roundhouse.engine.spi.PrivateCompany c : game.companies()) {
                roundhouse.title.t1844.internal.step.FurkaOberalp.build(game, c, true);
            }
            // RB III: the privates close with the first 5/5H; mountain railways and tunnel shares never close (RB IV, V)
            for (roundhouse.engine.spi.PrivateCompany c : game.companies()) {
                // P7 stays as its owner's right to give EVA (RB III "sofort oder später"), closing when he does
                if (SwissGame.PRIVATE.equals(SwissGame.kind(c)) && c.ability(roundhouse.title.t1844.internal.step.EvaAssignment.ABILITY) == null) {
                    game.closeCompany(c);
                }
            }
            return;
        }
        if (SBB_FORMATION.equals(event)) {
            ((SwissGame) game).sbbFormationDue();
            return;
        }
        if (!event.startsWith(DOWNGRADE)) {
            super.event(event, train);
            return;
        }
        String card = event.substring(DOWNGRADE.length());
        for (Train t : game.depot().trainsInPlay()) {
            if (t.cardName().equals(card) && !t.rusted()) {
                for (roundhouse.engine.spi.TrainType v : t.card().variants()) {
                    if (v.name().equals(card + "H")) {
                        t.setVariant(v);
                    }
                }
            }
        }
        if (game.logging()) {
            game.log(SwissText.get("log.downgrade", card, card + "H"));
        }
    }

    /** Exports the first train the bank offers, once the first 2/2H has been bought (phase 2 on). */
    void exportAfterSet() {
        if (game.phaseIndex() < 1) {
            return;
        }
        List<Train> offered = game.depotTrains();
        if (!offered.isEmpty()) {
            export(offered.get(0));
        }
    }
}
