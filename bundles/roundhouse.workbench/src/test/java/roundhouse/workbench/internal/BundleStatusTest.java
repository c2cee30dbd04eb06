package roundhouse.workbench.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class BundleStatusTest {
    @Test
    void componentFailureShowsTheRootCauseNotTheReflectionWrapper() {
        String trace = """
                java.lang.reflect.InvocationTargetException
                \tat java.base/jdk.internal.reflect.NativeConstructorAccessorImpl.newInstance0(Native Method)
                Caused by: java.lang.IllegalStateException: deliberately broken test plugin
                \tat roundhouse.itest.broken.internal.FailingCommand.<init>(FailingCommand.java:13)
                """;
        assertEquals("java.lang.IllegalStateException: deliberately broken test plugin", BundleStatus.oneLine(trace));
    }

    @Test
    void failureWithoutCauseKeepsItsFirstLine() {
        assertEquals("java.lang.RuntimeException: bad", BundleStatus.oneLine("java.lang.RuntimeException: bad\n\tat x"));
        assertEquals("unknown error", BundleStatus.oneLine(null));
    }
}
