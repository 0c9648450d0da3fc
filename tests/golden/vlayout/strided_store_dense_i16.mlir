// ptoc: vlayout --report
// a dense i16 strided store takes norm, not dintlv2; its mask keeps b16
func.func @vsstb(%in: memref<128xi16>, %out: memref<128xi16>, %st: index) {
  %c0 = arith.constant 0 : index
  %m = ave.hir.pge <ALL> : vector<128xi1>
  %v = ave.hir.vload <NORM> %in[%c0] : memref<128xi16> into vector<128xi16>
  ave.hir.store_with_stride %out[%c0], %st, %m, %v : memref<128xi16>, vector<128xi1>, vector<128xi16>
  return
}
