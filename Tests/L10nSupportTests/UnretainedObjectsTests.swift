import L10nSupport
import Testing

/// The container lends the objects it was made with, and keeps them alive exactly as long as
/// it lives — the invariant that makes lending them unretained sound.
@Suite struct UnretainedObjectsTests {
    final class Object: Sendable {
        let name: String
        init(_ name: String) { self.name = name }
    }

    @Test func lendsEachObjectByIndex() {
        let objects = UnretainedObjects([Object("a"), Object("b"), Object("c")])
        #expect(objects.count == 3)
        #expect((0..<3).map { index in objects.withObject(at: index) { $0.name } } == ["a", "b", "c"])
    }

    @Test func keepsItsObjectsAliveAsLongAsItLives() {
        weak var first: Object?
        weak var second: Object?
        var objects: UnretainedObjects<Object>? = {
            let made = [Object("a"), Object("b")]
            first = made[0]
            second = made[1]
            return UnretainedObjects(made)
        }()
        // Nothing but the container holds them now.
        #expect(first != nil && second != nil)
        #expect(objects?.withObject(at: 1) { $0 === second } == true)
        objects = nil
        #expect(first == nil && second == nil)
    }

    @Test func anEmptyContainerHasNoObjects() {
        #expect(UnretainedObjects<Object>([]).count == 0)
    }
}
