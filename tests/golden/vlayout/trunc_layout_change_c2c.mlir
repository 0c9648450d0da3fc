// ptoc: vlayout --report
// test_vor_dense: truncs carrying layout_change (any value) are c2c: a b16
// result takes a b32 source; vor keeps b16; the strided store is norm
func.func @test_vor_dense(%x: memref<64xi32>, %o: memref<128xi16>, %st: index) {
  %c0 = arith.constant 0 : index
  %m = ave.hir.pge <ALL> : vector<64xi1>
  %a = ave.hir.vload <NORM> %x[%c0] : memref<64xi32> into vector<64xi32>
  %t1 = ave.hir.vtrunci %a, false, %m {layout_change = #ave<layout_change DENSE>, part = #ave.vcvt_part_type<part_even>} : vector<64xi32>, vector<128xi16>, vector<64xi1>
  %t2 = ave.hir.vtrunci %a, false, %m {layout_change = #ave<layout_change UNCHANGED>, part = #ave.vcvt_part_type<part_odd>} : vector<64xi32>, vector<128xi16>, vector<64xi1>
  %k = ave.hir.pge <ALL> : vector<128xi1>
  %r = ave.hir.vor %t1, %t2, %k : vector<128xi16>, vector<128xi1>
  ave.hir.store_with_stride %o[%c0], %st, %k, %r : memref<128xi16>, vector<128xi1>, vector<128xi16>
  return
}
