// ptoc: vlayout --report
// plds_i1_as_msk_of_vsel_f32: an i1 load is pb32 under an f32 vsel, the
// f32 -> bf16 trunc gives b16_2vl, and the strided store of it is dintlv2
func.func @plds_i1_as_msk_of_vsel_f32(%p: memref<64xi1>, %x: memref<64xf32>, %o: memref<64xbf16>, %st: index) {
  %c0 = arith.constant 0 : index
  %m = ave.hir.pge <ALL> : vector<64xi1>
  %sel = ave.hir.vload <NORM> %p[%c0] : memref<64xi1> into vector<64xi1>
  %f = ave.hir.vload <NORM> %x[%c0] : memref<64xf32> into vector<64xf32>
  %s = ave.hir.vsel %sel, %f, %f : vector<64xi1>, vector<64xf32>
  %t = ave.hir.vtruncf %s, <rint>, false, <part_even>, %m : vector<64xf32>, vector<64xbf16>, vector<64xi1>
  %k = ave.hir.pge <ALL> : vector<64xi1>
  ave.hir.store_with_stride %o[%c0], %st, %k, %t : memref<64xbf16>, vector<64xi1>, vector<64xbf16>
  return
}
