package roundhouse.engine.spi;

import java.util.ArrayList;
import java.util.List;

/** A player: cash, certificates, privates. */
@org.osgi.annotation.versioning.ProviderType
public class Player extends Investor {
    private final String id;
    private final String name;
    private final int seat;
    private int cash;
    private boolean bankrupt;
    private boolean passed;
    private final List<PrivateCompany> companies = new ArrayList<>();

    public Player(String id, String name, int seat) {
        this.id = id;
        this.name = name;
        this.seat = seat;
    }

    @Override
    public String id() {
        return id;
    }

    @Override
    public String holderId() {
        return id;
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public String holderName() {
        return name;
    }

    @Override
    public String entityType() {
        return "player";
    }

    @Override
    public Player controller() {
        return this;
    }

    /** Position in the seating order of the game record (0-based). */
    public int seat() {
        return seat;
    }

    @Override
    public int cash() {
        return cash;
    }

    @Override
    public void adjustCash(int delta) {
        cash += delta;
    }

    public boolean bankrupt() {
        return bankrupt;
    }

    /** A bankrupt player has left the game (a title whose bankrupt players stay in never sets the flag). */
    @Override
    public boolean resigned() {
        return bankrupt;
    }

    public void setBankrupt(boolean bankrupt) {
        this.bankrupt = bankrupt;
    }

    /** Pass flag used by rounds that end when everybody passed in succession. */
    public boolean passed() {
        return passed;
    }

    public void setPassed(boolean passed) {
        this.passed = passed;
    }

    /** Open privates owned, in order of acquisition. */
    public List<PrivateCompany> companies() {
        return companies;
    }

    @Override
    public String toString() {
        return name;
    }
}
