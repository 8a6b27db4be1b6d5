import A11yAuditModel

/// A type the scan cache writes and reads with the store's JSON code, its conformance generated from its declaration
/// by `swift run StoreCodegen` (into `Generated/`), with the types it holds: adding a stored property is all it
/// takes to cache it. ``ProjectFacts`` refines it, so every area's project facts are generated too; an area's file
/// facts (``FileFactsCollector/Facts``) declare it.
package protocol ScanCacheCodable: StoreJSONReadable, StoreJSONWritable {}

/// A set of names, as an area's file facts may be (the typography types of a file).
extension Set: ScanCacheCodable where Element: StoreJSONReadable & StoreJSONWritable & Comparable {}
