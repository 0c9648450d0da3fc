// ptoc: vlayout --report
// Fuzz regression (fuzz_vlayout, UBSan): an element width too large for int
// is an unknown element type, not an overflow.
func.func @wide(%x: memref<64xi8>) {
  %c0 = arith.constant 0 : index
  %v = ave.hir.vload <NORM> %x[%c0] : memref<64xi8> into vector<64xi22222222222222>
  return
}
