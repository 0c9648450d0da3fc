# ptoc: check --backend 950
# The elementwise tile x tile ops of a [16, 128] tile and a [16, 1] column vector broadcast
# the column across each row: LowerCompositeOps makes them the row-expand ops (trowexpandadd,
# trowexpandsub, trowexpandmul, trowexpandmax, trowexpandmin), where ptoas's tadd etc. take
# equal valid shapes only (specs/decompositions.yaml).  The operands of the reference's
# test_resolve_transpose_layout_pass test_column_vector_auto_dn.
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
        s = pl.add(t, v)
        d = pl.sub(s, v)
        m = pl.mul(d, v)
        hi = pl.maximum(m, v)
        lo = pl.minimum(hi, v)
        r = pl.add(lo, hi)
        out_store = pl.store(r, [0, 0], out)
        return out_store
