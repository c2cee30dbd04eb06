package roundhouse.title.t1844.internal;

import org.osgi.service.component.annotations.Component;

import roundhouse.engine.spi.EngineTitle;

/**
 * 1844 Switzerland: the privates are auctioned one after the other (RB II), pre-state railways,
 * regionals and historical companies have their own share layouts and capital (RB VII-IX), and the
 * order of play follows the players' cash (RB II, XIX). The data is under {@code GAME-INF/}; the rules are
 * {@link roundhouse.title.t1844.T1844Rules}, which variants extend.
 *
 * <p>Registered as an {@link EngineTitle} service; tests construct it directly. The rule options 1844's
 * code reads are named here.
 */
@Component(service = EngineTitle.class)
public class T1844Title extends roundhouse.title.t1844.T1844Rules {
    /** 18xx.games: P6 (MSME) has a face value of 180 (RB III: 160); data only (overrides.json). */
    static final String P6_VALUE_180 = "p6_value_180";
    /** 18xx.games: the FNM floats as soon as its par is set (RB II: once every private is sold). */
    static final String FNM_FLOATS_AT_PAR = "fnm_floats_at_par";
    /** 18xx.games: the end-of-SR price moves company by company in operating order (RB XIX: lefts first). */
    static final String MOVES_IN_OPERATING_ORDER = "stock_round_moves_in_operating_order";
    /** 18xx.games: a player in debt may still start a company (rulebook XV: nothing is bought until the debt is paid). */
    static final String PAR_IN_DEBT = "par_in_debt";
    /** 18xx.games: two steps per company turn that take the recorded automatic passes of its destination checks. */
    static final String DESTINATION_CHECK_PASSES = "destination_check_passes";

    /**
     * 18xx.games: a director who cannot pay for a train (with his shares sold) may declare bankruptcy,
     * which ends the game at once (RB XV: there is no bankruptcy; he goes into debt).
     */
    static final String BANKRUPTCY = "bankruptcy";

    public T1844Title() {
        super();
    }
}
