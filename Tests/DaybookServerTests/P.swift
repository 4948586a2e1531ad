import Testing
import VaporTesting
