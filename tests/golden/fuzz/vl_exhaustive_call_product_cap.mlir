// ptoc: vlayout --report --solver=exhaustive
// Fuzz regression (fuzz_vlayout, timeout): a call without vector results over
// 40 unconstrained i8 operands is a product of 3^40 candidates; the exhaustive
// search counts it before enumerating and stops at its cap.
func.func private @sink(vector<256xi8>, vector<256xi8>, vector<256xi8>, vector<256xi8>, vector<256xi8>, vector<256xi8>, vector<256xi8>, vector<256xi8>, vector<256xi8>, vector<256xi8>, vector<256xi8>, vector<256xi8>, vector<256xi8>, vector<256xi8>, vector<256xi8>, vector<256xi8>, vector<256xi8>, vector<256xi8>, vector<256xi8>, vector<256xi8>, vector<256xi8>, vector<256xi8>, vector<256xi8>, vector<256xi8>, vector<256xi8>, vector<256xi8>, vector<256xi8>, vector<256xi8>, vector<256xi8>, vector<256xi8>, vector<256xi8>, vector<256xi8>, vector<256xi8>, vector<256xi8>, vector<256xi8>, vector<256xi8>, vector<256xi8>, vector<256xi8>, vector<256xi8>, vector<256xi8>)
func.func @caller(%x: memref<256xi8>) {
  %c0 = arith.constant 0 : index
  %v0 = ave.hir.vload <NORM> %x[%c0] : memref<256xi8> into vector<256xi8>
  %v1 = ave.hir.vload <NORM> %x[%c0] : memref<256xi8> into vector<256xi8>
  %v2 = ave.hir.vload <NORM> %x[%c0] : memref<256xi8> into vector<256xi8>
  %v3 = ave.hir.vload <NORM> %x[%c0] : memref<256xi8> into vector<256xi8>
  %v4 = ave.hir.vload <NORM> %x[%c0] : memref<256xi8> into vector<256xi8>
  %v5 = ave.hir.vload <NORM> %x[%c0] : memref<256xi8> into vector<256xi8>
  %v6 = ave.hir.vload <NORM> %x[%c0] : memref<256xi8> into vector<256xi8>
  %v7 = ave.hir.vload <NORM> %x[%c0] : memref<256xi8> into vector<256xi8>
  %v8 = ave.hir.vload <NORM> %x[%c0] : memref<256xi8> into vector<256xi8>
  %v9 = ave.hir.vload <NORM> %x[%c0] : memref<256xi8> into vector<256xi8>
  %v10 = ave.hir.vload <NORM> %x[%c0] : memref<256xi8> into vector<256xi8>
  %v11 = ave.hir.vload <NORM> %x[%c0] : memref<256xi8> into vector<256xi8>
  %v12 = ave.hir.vload <NORM> %x[%c0] : memref<256xi8> into vector<256xi8>
  %v13 = ave.hir.vload <NORM> %x[%c0] : memref<256xi8> into vector<256xi8>
  %v14 = ave.hir.vload <NORM> %x[%c0] : memref<256xi8> into vector<256xi8>
  %v15 = ave.hir.vload <NORM> %x[%c0] : memref<256xi8> into vector<256xi8>
  %v16 = ave.hir.vload <NORM> %x[%c0] : memref<256xi8> into vector<256xi8>
  %v17 = ave.hir.vload <NORM> %x[%c0] : memref<256xi8> into vector<256xi8>
  %v18 = ave.hir.vload <NORM> %x[%c0] : memref<256xi8> into vector<256xi8>
  %v19 = ave.hir.vload <NORM> %x[%c0] : memref<256xi8> into vector<256xi8>
  %v20 = ave.hir.vload <NORM> %x[%c0] : memref<256xi8> into vector<256xi8>
  %v21 = ave.hir.vload <NORM> %x[%c0] : memref<256xi8> into vector<256xi8>
  %v22 = ave.hir.vload <NORM> %x[%c0] : memref<256xi8> into vector<256xi8>
  %v23 = ave.hir.vload <NORM> %x[%c0] : memref<256xi8> into vector<256xi8>
  %v24 = ave.hir.vload <NORM> %x[%c0] : memref<256xi8> into vector<256xi8>
  %v25 = ave.hir.vload <NORM> %x[%c0] : memref<256xi8> into vector<256xi8>
  %v26 = ave.hir.vload <NORM> %x[%c0] : memref<256xi8> into vector<256xi8>
  %v27 = ave.hir.vload <NORM> %x[%c0] : memref<256xi8> into vector<256xi8>
  %v28 = ave.hir.vload <NORM> %x[%c0] : memref<256xi8> into vector<256xi8>
  %v29 = ave.hir.vload <NORM> %x[%c0] : memref<256xi8> into vector<256xi8>
  %v30 = ave.hir.vload <NORM> %x[%c0] : memref<256xi8> into vector<256xi8>
  %v31 = ave.hir.vload <NORM> %x[%c0] : memref<256xi8> into vector<256xi8>
  %v32 = ave.hir.vload <NORM> %x[%c0] : memref<256xi8> into vector<256xi8>
  %v33 = ave.hir.vload <NORM> %x[%c0] : memref<256xi8> into vector<256xi8>
  %v34 = ave.hir.vload <NORM> %x[%c0] : memref<256xi8> into vector<256xi8>
  %v35 = ave.hir.vload <NORM> %x[%c0] : memref<256xi8> into vector<256xi8>
  %v36 = ave.hir.vload <NORM> %x[%c0] : memref<256xi8> into vector<256xi8>
  %v37 = ave.hir.vload <NORM> %x[%c0] : memref<256xi8> into vector<256xi8>
  %v38 = ave.hir.vload <NORM> %x[%c0] : memref<256xi8> into vector<256xi8>
  %v39 = ave.hir.vload <NORM> %x[%c0] : memref<256xi8> into vector<256xi8>
  func.call @sink(%v0, %v1, %v2, %v3, %v4, %v5, %v6, %v7, %v8, %v9, %v10, %v11, %v12, %v13, %v14, %v15, %v16, %v17, %v18, %v19, %v20, %v21, %v22, %v23, %v24, %v25, %v26, %v27, %v28, %v29, %v30, %v31, %v32, %v33, %v34, %v35, %v36, %v37, %v38, %v39) : (vector<256xi8>, vector<256xi8>, vector<256xi8>, vector<256xi8>, vector<256xi8>, vector<256xi8>, vector<256xi8>, vector<256xi8>, vector<256xi8>, vector<256xi8>, vector<256xi8>, vector<256xi8>, vector<256xi8>, vector<256xi8>, vector<256xi8>, vector<256xi8>, vector<256xi8>, vector<256xi8>, vector<256xi8>, vector<256xi8>, vector<256xi8>, vector<256xi8>, vector<256xi8>, vector<256xi8>, vector<256xi8>, vector<256xi8>, vector<256xi8>, vector<256xi8>, vector<256xi8>, vector<256xi8>, vector<256xi8>, vector<256xi8>, vector<256xi8>, vector<256xi8>, vector<256xi8>, vector<256xi8>, vector<256xi8>, vector<256xi8>, vector<256xi8>, vector<256xi8>) -> ()
  return
}
