# ptoc: compile --backend 910B --no-emit-loc
# pl.add of a [16, 128] tile and a [16, 1] column vector is numpy's broadcast of the column across
# each row: LowerCompositeOps makes it tile.row_expand_add (pto.trowexpandadd, the vector kept
# col-major), where ptoas's tadd takes equal valid shapes only (specs/decompositions.yaml).
# The reference's test_resolve_transpose_layout_pass test_column_vector_auto_dn.
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        a: pl.Tensor[[16, 128], pl.FP32],
        col_vec: pl.Tensor[[16, 1], pl.FP32],
        out: pl.Out[pl.Tensor[[16, 128], pl.FP32]],
    ) -> pl.Tensor[[16, 128], pl.FP32]:
        t = pl.load(a, [0, 0], [16, 128])
        v = pl.load(col_vec, [0, 0], [16, 1])
        r = pl.add(t, v)
        out_store = pl.store(r, [0, 0], out)
        return out_store
