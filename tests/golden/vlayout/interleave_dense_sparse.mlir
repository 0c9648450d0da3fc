// ptoc: vlayout --report
// test_dintlv_before_vsstb: DENSE deinterleave of two b16_2vl truncs gives b16
// results (strided store norm); SPARSE takes b8 sources to b8_2vl results;
// UNCHANGED passes the result state to both sources
func.func @dense(%x: memref<64xf32>, %o: memref<64xf16>, %st: index) {
  %c0 = arith.constant 0 : index
  %m = ave.hir.pge <ALL> : vector<64xi1>
  %a = ave.hir.vload <NORM> %x[%c0] : memref<64xf32> into vector<64xf32>
  %t1 = ave.hir.vtruncf %a, <rint>, false, <part_even>, %m : vector<64xf32>, vector<64xf16>, vector<64xi1>
  %t2 = ave.hir.vtruncf %a, <rint>, false, <part_odd>, %m : vector<64xf32>, vector<64xf16>, vector<64xi1>
  %d1, %d2 = ave.hir.vdintlv %t1, %t2 {layout_change = #ave<layout_change DENSE>} : vector<64xf16>, vector<64xf16>
  %k = ave.hir.pge <ALL> : vector<64xi1>
  ave.hir.store_with_stride %o[%c0], %st, %k, %d1 : memref<64xf16>, vector<64xi1>, vector<64xf16>
  ave.hir.store_with_stride %o[%c0], %st, %k, %d2 : memref<64xf16>, vector<64xi1>, vector<64xf16>
  return
}
func.func @sparse(%x: memref<256xi8>, %o: memref<256xi16>) {
  %c0 = arith.constant 0 : index
  %a = ave.hir.vload <NORM> %x[%c0] : memref<256xi8> into vector<256xi8>
  %b = ave.hir.vload <NORM> %x[%c0] : memref<256xi8> into vector<256xi8>
  %s1, %s2 = ave.hir.vintlv %a, %b {layout_change = #ave<layout_change SPARSE>} : vector<256xi8>, vector<256xi8>
  %u1, %u2 = ave.hir.vintlv %s1, %s2 {layout_change = #ave<layout_change UNCHANGED>} : vector<256xi8>, vector<256xi8>
  %m = ave.hir.pge <ALL> : vector<128xi1>
  %e = ave.hir.vextui %u1, %m {part = #ave.vcvt_part_type<part_even>} : vector<256xi8>, vector<128xi16>, vector<128xi1>
  %f = ave.hir.vextui %u2, %m {part = #ave.vcvt_part_type<part_even>} : vector<256xi8>, vector<128xi16>, vector<128xi1>
  ave.hir.masked_store <NORM_B16> %o[%c0], %m, %e : memref<256xi16>, vector<128xi1>, vector<128xi16>
  ave.hir.masked_store <NORM_B16> %o[%c0], %m, %f : memref<256xi16>, vector<128xi1>, vector<128xi16>
  return
}
