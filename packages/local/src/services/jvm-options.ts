/**
 * JVM options for a quick DynamoDB Local start, passed through JDK_JAVA_OPTIONS (the CLI and the tests
 * set it): without the C2 compiler and the parallel GC the JVM is up 2-3x sooner on a 2-core machine,
 * and a local database never runs long enough for C2 to pay off.
 */
export const LOCAL_JVM_OPTIONS = '-XX:TieredStopAtLevel=1 -XX:+UseSerialGC';
