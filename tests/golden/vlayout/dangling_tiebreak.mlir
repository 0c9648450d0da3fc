// ptoc: vlayout --report
// dangling values are enumerated with the last one (post-order) most
// significant, each in b8, b8_2vl, b8_4vl order; the first complete candidate
// wins: %w must be b8_2vl for the 8 -> 16 widening of its consumer-less result
// chain, the others stay at their first state
func.func @dangling(%x: memref<256xi8>) {
  %c0 = arith.constant 0 : index
  %m = ave.hir.pge <ALL> : vector<256xi1>
  %u = ave.hir.vload <NORM> %x[%c0] : memref<256xi8> into vector<256xi8>
  %w = ave.hir.vload <NORM> %x[%c0] : memref<256xi8> into vector<256xi8>
  %k = ave.hir.pge <ALL> : vector<128xi1>
  %e = ave.hir.vextsi %w, %k {part = #ave.vcvt_part_type<part_even>} : vector<256xi8>, vector<128xi16>, vector<128xi1>
  %h = ave.hir.vadd %u, %u, %m : vector<256xi8>, vector<256xi1>
  return
}
