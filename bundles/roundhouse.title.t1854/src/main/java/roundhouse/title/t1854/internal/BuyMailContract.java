package roundhouse.title.t1854.internal;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import roundhouse.api.Action;
import roundhouse.api.LegalAction;
import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.Entity;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.step.CorporationStep;
import roundhouse.engine.spi.step.Round;

/** "7. Postbeförderungsvertrag kaufen": a major or an AG without a contract may buy one from its treasury. */
class BuyMailContract extends CorporationStep {
    static final String BUY = "buy_mail_contract";

    BuyMailContract(Game game, Round round) {
        super(game, round);
    }

    private MailContracts contracts() {
        return ((AustrianGame) game).mailContracts();
    }

    @Override
    public String description() {
        return AustrianText.get("step.mailContract");
    }

    private boolean mayBuy(Corporation c, MailContracts.Size size) {
        return !AustrianGame.isLocal(c) && contracts().of(c) == null && contracts().left(size) > 0 && c.cash() >= size.price;
    }

    @Override
    public List<String> actions(Entity entity) {
        Corporation c = corporation();
        if (entity != c) {
            return List.of();
        }
        for (MailContracts.Size s : MailContracts.Size.values()) {
            if (mayBuy(c, s)) {
                return List.of(BUY, "pass");
            }
        }
        return List.of();
    }

    @Override
    public void process(Action action, Entity entity) {
        Corporation c = corporation();
        if ("pass".equals(action.type())) {
            pass();
            return;
        }
        MailContracts.Size size = MailContracts.Size.of(action.string("size"));
        if (size == null || !mayBuy(c, size)) {
            throw refuse("mail.buy", AustrianText.get("refuse.mailContract", c.id()));
        }
        game.transfer(c, game.bank(), size.price);
        contracts().buy(c, size);
        AustrianText.log(game, "log.buysMailContract", c.id(), AustrianText.get("mail." + size.id()), game.format(size.price));
        pass();
    }

    @Override
    public List<LegalAction> legalActions(Entity entity) {
        Corporation c = corporation();
        List<LegalAction> out = new ArrayList<>();
        for (MailContracts.Size s : MailContracts.Size.values()) {
            if (mayBuy(c, s)) {
                out.add(choice(corpAction(BUY, c, Map.of("size", s.id())), AustrianText.get("label.buyMailContract",
                        AustrianText.get("mail." + s.id()), game.format(s.price), game.format(s.income(game.phase().offboardColor())))));
            }
        }
        if (!out.isEmpty()) {
            out.add(passChoice(c, AustrianText.get("label.noMailContract")));
        }
        return out;
    }
}
