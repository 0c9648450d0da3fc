// ptoc: vlayout --emit=mlir
// scf.for rebuilt from its retyped inits (§5.3): a load init gives the
// iter_arg, the `-> (...)` list and the loop result its layout; a function
// argument init leaves them without layout while the yielded value is still
// retyped (reference quirk); a call result init is read through its cast
// (default layout); a non-vector iter_arg is left alone
func.func private @mk(vector<64xf32>) -> vector<64xf32>
func.func @loops(%in: memref<64xf32>, %out: memref<64xf32>, %n: index, %arg: vector<64xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = ave.hir.pge <ALL> : vector<64xi1>
  %init = ave.hir.vload <NORM> %in[%c0] : memref<64xf32> into vector<64xf32>
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init, %k = %c0) -> (vector<64xf32>, index) {
    %x = ave.hir.vload <NORM> %in[%i] : memref<64xf32> into vector<64xf32>
    %s = ave.hir.vadd %acc, %x, %m : vector<64xf32>, vector<64xi1>
    %k1 = arith.addi %k, %c1 : index
    scf.yield %s, %k1 : vector<64xf32>, index
  }
  ave.hir.masked_store <NORM_B32> %out[%r#1], %m, %r#0 : memref<64xf32>, vector<64xi1>, vector<64xf32>
  %q = scf.for %j = %c0 to %n step %c1 iter_args(%b = %arg) -> (vector<64xf32>) {
    %y = ave.hir.vmul %b, %b, %m : vector<64xf32>, vector<64xi1>
    scf.yield %y : vector<64xf32>
  }
  ave.hir.masked_store <NORM_B32> %out[%c0], %m, %q : memref<64xf32>, vector<64xi1>, vector<64xf32>
  %cr = func.call @mk(%init) : (vector<64xf32>) -> vector<64xf32>
  %t = scf.for %j = %c0 to %n step %c1 iter_args(%e = %cr) -> (vector<64xf32>) {
    %z = ave.hir.vexp %e, %m : vector<64xf32>, vector<64xi1>
    scf.yield %z : vector<64xf32>
  }
  ave.hir.masked_store <NORM_B32> %out[%c0], %m, %t : memref<64xf32>, vector<64xi1>, vector<64xf32>
  return
}
