// ptoc: vlayout --report
// test_exti32: i32 -> i64 ext and i64 -> i32 trunc are even with b32 on both
// sides (64 folds to 32); the i64 compare and select are b32
func.func @test_exti32(%in: memref<64xi32>, %out: memref<64xi32>) {
  %c0 = arith.constant 0 : index
  %m = ave.hir.pge <ALL> : vector<64xi1>
  %v = ave.hir.vload <NORM> %in[%c0] : memref<64xi32> into vector<64xi32>
  %w = ave.hir.vextsi %v, %m {part = #ave.vcvt_part_type<part_even>} : vector<64xi32>, vector<64xi64>, vector<64xi1>
  %c = ave.hir.vcmp <GT> %w, %w, %m : vector<64xi64>, vector<64xi1> -> vector<64xi1>
  %s = ave.hir.vsel %c, %w, %w : vector<64xi1>, vector<64xi64>
  %t = ave.hir.vtrunci %s, false, %m {part = #ave.vcvt_part_type<part_even>} : vector<64xi64>, vector<64xi32>, vector<64xi1>
  ave.hir.masked_store <NORM_B32> %out[%c0], %m, %t : memref<64xi32>, vector<64xi1>, vector<64xi32>
  return
}
