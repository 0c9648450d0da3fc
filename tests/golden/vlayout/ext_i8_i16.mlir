// ptoc: vlayout --report
// an 8 -> 16 widening needs a b8_2vl source: the i8 load becomes pk
func.func @ext(%in: memref<128xi8>, %out: memref<128xi16>) {
  %c0 = arith.constant 0 : index
  %m = ave.hir.pge <ALL> : vector<128xi1>
  %v = ave.hir.vload <NORM> %in[%c0] : memref<128xi8> into vector<128xi8>
  %e = ave.hir.vextsi %v, %m {part = #ave.vcvt_part_type<part_even>} : vector<128xi8>, vector<128xi16>, vector<128xi1>
  ave.hir.masked_store <NORM_B16> %out[%c0], %m, %e : memref<128xi16>, vector<128xi1>, vector<128xi16>
  return
}
