// ptoc: vlayout --report
// quirk 4.2: the last dangling value (post-order) has an unsupported width, so
// the initial candidate list is empty and the first processed op fails with 0
func.func @empty(%x: memref<64xi8>) {
  %c0 = arith.constant 0 : index
  %a = ave.hir.vload <NORM> %x[%c0] : memref<64xi8> into vector<64xi8>
  %b = ave.hir.vload <NORM> %x[%c0] : memref<64xi8> into vector<64xi4>
  return
}
