# tests/st/runtime/ops/test_gather.py::<module> (hand-written)
import pypto.language as pl


@pl.program
class GatherCompareEqProgram:
    """Compare-form gather (``cmp_mode='eq'``): scalar equality match.

    For each row ``r``, scan ``src[r, :]`` against the scalar ``kvalue``.
    Indices where ``src[r, j] == kvalue`` are written to ``dst`` (up to
    ``out_cols``), and the count of matches is written to ``cdst``.

    ``src       [16, 64] INT32``
    ``kv_buf    [1]      INT32`` — carries the scalar kvalue
    →
    ``dst    [16, 8]  INT32``  — gathered indices
    ``cdst   [1, 16]  INT32``  — per-row match count
    """

    @pl.function(type=pl.FunctionType.Opaque)
    def main(
        self,
        src: pl.Tensor[[16, 64], pl.INT32],
        kv_buf: pl.Tensor[[1], pl.INT32],
        out_dst: pl.Out[pl.Tensor[[16, 8], pl.INT32]],
        out_cdst: pl.Out[pl.Tensor[[1, 16], pl.INT32]],
    ) -> tuple[pl.Tensor[[16, 8], pl.INT32], pl.Tensor[[1, 16], pl.INT32]]:
        with pl.at(level=pl.Level.CORE_GROUP):
            kvalue: pl.Scalar[pl.INT32] = pl.tensor.read(kv_buf, [0])
            dst, cdst = pl.tensor.gather(src, kvalue=kvalue, cmp_mode="eq", out_cols=8)
            out_dst = pl.assemble(out_dst, dst, [0, 0])
            out_cdst = pl.assemble(out_cdst, cdst, [0, 0])
        return out_dst, out_cdst
