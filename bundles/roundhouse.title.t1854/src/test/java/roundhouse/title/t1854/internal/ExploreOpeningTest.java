package roundhouse.title.t1854.internal;

import java.util.List;
import java.util.Locale;

import org.junit.jupiter.api.Test;

import roundhouse.api.LegalAction;
import roundhouse.engine.internal.session.EngineSession;
import roundhouse.engine.spi.EngineText;

class ExploreOpeningTest {
    @Test
    void explore() throws Exception {
        for (Locale loc : List.of(Locale.ENGLISH, Locale.GERMAN)) {
            EngineText.use(loc);
            EngineSession s = AuctionPlay.newGame(4);
            String[][] script = {
                {"bid", "P1"}, {"bid", "L3", "160"}, {"bid", "L3", "165"}, {"withdraw_bid"}, {"bid", "P2"}, {"bid", "P3"}, {"bid", "L1"},
                {"pass"}, {"pass"}, {"pass"}, {"pass"},
                {"pass"}, {"buy_train", "1+"},
                {"bid", "L2"}, {"bid", "L3"}, {"bid", "L4"}, {"bid", "L5"}, {"bid", "L6"}, {"bid", "P4"}, {"bid", "P5"},
                {"par", "KE", "67"}, {"take_option", "KE"}, {"pass"}, {"pass"}, {"pass"}, {"pass"},
            };
            for (String[] step : script) {
                dump(s);
                LegalAction pick = null;
                for (LegalAction a : s.legalActions()) {
                    String t = a.action().type();
                    if (!step[0].equals(t)) continue;
                    String args = a.action().args().toString();
                    if (step.length > 1 && !(args.contains("=" + step[1] + ",") || args.contains("=" + step[1] + "}") || args.contains("[" + step[1] + "_"))) continue;
                    if (t.equals("par") && !args.contains("share_price=" + step[2] + ",")) continue;
                    pick = a; break;
                }
                if (pick == null) throw new AssertionError("no " + String.join(" ", step));
                System.out.println(">>> " + pick.action());
                s.apply(pick.amount() == null ? pick.action() : pick.withAmount(step.length > 2 ? Integer.parseInt(step[2]) : pick.amount().min()));
            }
            for (int i = 0; i < 25; i++) {
                dump(s);
                LegalAction pick = null;
                for (LegalAction a : s.legalActions()) {
                    if (a.action().type().equals("buy_mail_contract")) { pick = a; break; }
                }
                if (pick == null) for (LegalAction a : s.legalActions()) {
                    if (a.action().type().equals("buy_train") && a.action().entity().equals("KE")) { pick = a; break; }
                }
                if (pick == null) for (LegalAction a : s.legalActions()) {
                    if (a.action().type().equals("pass")) { pick = a; break; }
                }
                if (pick == null) pick = s.legalActions().get(0);
                System.out.println(">>> " + pick.action() + (pick.amount() == null ? "" : " amount " + pick.amount()));
                s.apply(pick.amount() == null ? pick.action() : pick.withAmount(pick.amount().min()));
            }
            System.out.println("LOG: " + String.join("\n  ", s.game().logLines()));
        }
        EngineText.use(null);
    }

    private static void dump(EngineSession s) {
        System.out.println("== " + s.state().round().name() + " / " + s.state().round().kind() + " acting " + AuctionPlay.acting(s.game()));
        for (LegalAction a : s.legalActions()) {
            System.out.println("   " + a.label() + "   [" + a.action().type() + " " + a.action().entity() + " " + a.action().args() + (a.amount() == null ? "" : " amount " + a.amount()) + "]");
        }
    }
}
