// ptoc: vlayout --report
// Fuzz regression (fuzz_vlayout, UBSan): a function whose body holds no op
// (memcpy from the empty op list).
func.func @empty(%x: memref<64xi8>) {
}
