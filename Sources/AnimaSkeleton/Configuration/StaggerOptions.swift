/// The stagger's knobs (the seed's skeleton cell).
public struct StaggerOptions: Sendable, Hashable {
    /// Seconds from base to deep colour (the same back): 1.5 (the seed).
    public var duration = 1.5
    /// Delay of each bone after the previous one in reading order: 0.33 s (the seed).
    public var delay = 0.33

    /// Creates stagger options with the defaults above.
    public init() {}
}
