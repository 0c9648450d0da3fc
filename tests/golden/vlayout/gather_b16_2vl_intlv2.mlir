// ptoc: vlayout --report
// gather of i16 with 16-bit indices feeding a 16 -> 32 ext (source b16_2vl):
// the first alternative is intlv2 with mask b16 and index b16
func.func @gather2(%t: memref<256xi16>, %ix: memref<64xi16>, %o: memref<64xi32>) {
  %c0 = arith.constant 0 : index
  %gm = ave.hir.pge <ALL> : vector<64xi1>
  %i = ave.hir.vload <NORM> %ix[%c0] : memref<64xi16> into vector<64xi16>
  %g = ave.hir.vgather %t[%c0] [%i], %gm : memref<256xi16>, vector<64xi16>, vector<64xi1> into vector<64xi16>
  %m = ave.hir.pge <ALL> : vector<64xi1>
  %e = ave.hir.vextsi %g, %m {part = #ave.vcvt_part_type<part_even>} : vector<64xi16>, vector<64xi32>, vector<64xi1>
  ave.hir.masked_store <NORM_B32> %o[%c0], %m, %e : memref<64xi32>, vector<64xi1>, vector<64xi32>
  return
}
