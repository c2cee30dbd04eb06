package roundhouse.engine.spi;

import java.util.List;
import java.util.Map;

/** A private company: face value, fixed revenue, abilities; owned by a player or a corporation. */
@org.osgi.annotation.versioning.ProviderType
public class PrivateCompany implements Entity {
    private final String id;
    private final String name;
    private final int value;
    private final int revenue;
    private final List<Ability> abilities;
    private Entity owner;
    private boolean closed;
    private int discount;
    private final Map<String, Object> data;

    public PrivateCompany(String id, String name, int value, int revenue, List<Ability> abilities,
            Map<String, Object> data) {
        this.id = id;
        this.name = name;
        this.value = value;
        this.revenue = revenue;
        this.abilities = List.copyOf(abilities);
        this.data = data;
    }

    @Override
    public String id() {
        return id;
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public String entityType() {
        return "company";
    }

    @Override
    public Player controller() {
        return owner == null ? null : owner.controller();
    }

    public int value() {
        return value;
    }

    public int revenue() {
        return revenue;
    }

    /** The smallest amount it can be bought for in the auction (face value minus discounts). */
    public int minBid() {
        return value - discount;
    }

    public int discount() {
        return discount;
    }

    public void setDiscount(int discount) {
        this.discount = discount;
    }

    public List<Ability> abilities() {
        return abilities;
    }

    /** The first ability of a type, or {@code null}. */
    public Ability ability(String type) {
        for (Ability a : abilities) {
            if (a.type().equals(type)) {
                return a;
            }
        }
        return null;
    }

    public Entity owner() {
        return owner;
    }

    public void setOwner(Entity owner) {
        this.owner = owner;
    }

    public boolean closed() {
        return closed;
    }

    public void setClosed(boolean closed) {
        this.closed = closed;
    }

    /** Raw extra data from companies.json (colour, description...). */
    public Map<String, Object> data() {
        return data;
    }

    @Override
    public String toString() {
        return id;
    }
}
