package roundhouse.engine.spi.step;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import roundhouse.api.Action;
import roundhouse.api.LegalAction;
import roundhouse.engine.spi.Certificate;
import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.Depot;
import roundhouse.engine.spi.EngineText;
import roundhouse.engine.spi.Entity;
import roundhouse.engine.spi.Investor;
import roundhouse.engine.spi.Names;
import roundhouse.engine.spi.Train;
import roundhouse.engine.spi.TrainType;

/**
 * What the train step offers ({@link BuyTrain#legalActions}): a raiser's emergency sales, else every
 * train of the depot and the pool the corporation may buy (each variant, with trade-ins), other
 * corporations' trains with the range of prices, and passing when no purchase is forced. The title's
 * rules come in through the step's hooks.
 */
final class TrainChoices {
    private TrainChoices() {
    }

    /** {@link BuyTrain#legalActions}. */
    static List<LegalAction> of(BuyTrain step, Entity entity) {
        Corporation c = step.corporation();
        List<LegalAction> out = new ArrayList<>();
        if (entity != c && entity instanceof Investor p) {
            for (Map.Entry<List<Certificate>, Integer> e : step.emergencySales(p, c)) {
                Map<String, Object> args = new LinkedHashMap<>();
                args.put("shares", e.getKey().stream().map(Certificate::id).toList());
                args.put("percent", (long) (int) e.getValue());
                out.add(step.choice(new Action("sell_shares", p.id(), p.entityType(), args),
                        EngineText.get("label.sell", e.getValue(), Names.of(e.getKey().get(0).corporation()))));
            }
            return out;
        }
        boolean forced = step.mustBuy(c);
        boolean helped = forced && step.raisersContribute(c);
        int available = c.cash() + (helped ? step.raisersCash(c) : 0);
        int cheapest = step.game.trainRules().cheapestBankTrainPrice(c);
        List<Train> bank = new ArrayList<>(step.game.depotTrains());
        bank.addAll(step.game.poolTrains());
        for (Train t : bank) {
            if (!step.game.trainRules().mayBuy(c, t)) {
                continue;
            }
            List<TrainType> variants = step.game.trainRules().variants(c, t);
            for (TrainType v : variants) {
                String what = variants.size() > 1 ? EngineText.get("label.trainAs", Names.aTrain(t.name()), Names.train(v.name())) : Names.aTrain(t.name());
                int face = step.game.trainRules().bankPrice(c, t, v);
                if (step.room(c)) {
                    boolean ok = face <= c.cash()
                            ? !forced || step.anyAffordableTrain(c) || face <= cheapest
                            : helped && (face == cheapest || step.presidentChoosesAnyTrain(c))
                                    && (face <= available || (c.controller() != null && step.presidentBorrows(c, c.controller())));
                    if (ok) {
                        out.add(step.choice(buyAction(step, c, t, v, face, null), EngineText.sentence(EngineText.get("label.buyFor", what, step.game.format(face)))));
                    }
                }
                if (Depot.DEPOT.equals(t.owner()) && t.card().discount() != null && !forced) {
                    for (Train own : c.trains()) {
                        Integer d = t.card().discount().get(own.cardName());
                        if (d != null && c.cash() >= face - d) {
                            out.add(step.choice(buyAction(step, c, t, v, face - d, own),
                                    EngineText.sentence(EngineText.get("label.buyTradingIn", what, Names.aTrain(own.name()), step.game.format(face - d)))));
                        }
                    }
                }
            }
        }
        if (step.room(c)) {
            for (Corporation o : step.game.corporations()) {
                if (o == c || o.closed()) {
                    continue;
                }
                for (Train t : o.trains()) {
                    if (!step.game.trainRules().mayBuy(c, t) || !step.game.trainRules().variants(c, t).contains(t.type())) {
                        continue;
                    }
                    int max = c.cash() >= 1 ? c.cash() : 0;
                    int face = step.game.trainRules().bankPrice(c, t, t.type()); // the cap of a forced purchase
                    if (helped && c.cash() < face) {
                        max = Math.min(face, available);
                    }
                    int min = step.otherTrainMinimum(c, t);
                    if (max >= min) {
                        out.add(new LegalAction(buyAction(step, c, t, t.type(), min, null), EngineText.sentence(EngineText.get("label.buyTrainFrom",
                                        Names.aTrain(t.name()), Names.of(o), step.game.format(min), step.game.format(max))),
                                new LegalAction.AmountRange("price", min, max, 1)));
                    }
                }
            }
        }
        if (!forced) {
            out.add(step.passChoice(c, EngineText.get("label.doneTrains")));
        }
        return out;
    }

    private static Action buyAction(BuyTrain step, Corporation c, Train t, TrainType variant, int price, Train exchange) {
        Map<String, Object> args = new LinkedHashMap<>();
        args.put("train", t.id());
        args.put("price", (long) price);
        args.put("variant", variant.name());
        if (exchange != null) {
            args.put("exchange", exchange.id());
        }
        return step.corpAction("buy_train", c, args);
    }
}
