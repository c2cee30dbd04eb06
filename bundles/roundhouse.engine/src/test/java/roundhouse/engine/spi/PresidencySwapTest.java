package roundhouse.engine.spi;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.junit.jupiter.api.Test;

/**
 * What a new president gives back for the president's certificate: exactly its percent, in as few
 * certificates as may be (1844 RB 4.4), else his certificates in order until it is covered.
 */
class PresidencySwapTest {
    private static Certificate cert(String id, int percent) {
        return new Certificate(id, null, 0, percent, false);
    }

    private static List<String> ids(List<Certificate> certs) {
        return certs.stream().map(Certificate::id).toList();
    }

    @Test
    void tenPercentsOfEqualSizeGoInOrder() {
        // 1830: the 20 % certificate for the first two 10 % shares the new president holds
        assertEquals(List.of("a", "b"), ids(CertificateSums.fewestMaking(List.of(cert("a", 10), cert("b", 10), cert("c", 10)), 20)));
    }

    @Test
    void mixedSizesGiveExactlyThePercentNeverMore() {
        // 1844 SBB (seed 210 of the greedy bots): a 5 % listed first must not make him give 15 % for 10 %
        Certificate five = cert("SBB_13", 5);
        Certificate ten = cert("SBB_14", 10);
        Certificate newTen = cert("SBB_11", 10);
        assertEquals(List.of("SBB_14"), ids(CertificateSums.fewestMaking(List.of(five, ten, newTen), 10)));
        assertEquals(List.of("x", "y"), ids(CertificateSums.fewestMaking(List.of(cert("x", 5), cert("y", 5)), 10)),
                "without a 10 % certificate two 5 % ones");
        assertEquals(List.of("t", "u"), ids(CertificateSums.fewestMaking(List.of(cert("f", 5), cert("t", 10), cert("u", 10)), 20)),
                "the fewest certificates");
    }

    @Test
    void whereNothingAddsUpHisCertificatesGoInOrderUntilCovered() {
        assertEquals(List.of("a", "b"), ids(CertificateSums.fewestMaking(List.of(cert("a", 10), cert("b", 10)), 15)));
    }

    @Test
    void thePresidentsOwnCertificateIsNeverGiven() {
        Certificate pres = new Certificate("p", null, 0, 20, true);
        assertEquals(List.of("a", "b"), ids(CertificateSums.fewestMaking(List.of(pres, cert("a", 10), cert("b", 10)), 20)));
    }
}
