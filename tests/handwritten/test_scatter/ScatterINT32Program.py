# tests/st/runtime/ops/test_scatter.py::<module> (hand-written)
import pypto.language as pl


@pl.program
class ScatterINT32Program:
    """INT32 dst/src + INT32 indexes (4-byte integer path)."""

    @pl.function(type=pl.FunctionType.Opaque)
    def main(
        self,
        base: pl.Tensor[[8, 16], pl.INT32],
        idx: pl.Tensor[[8, 8], pl.INT32],
        val: pl.Tensor[[8, 8], pl.INT32],
        output: pl.Out[pl.Tensor[[8, 16], pl.INT32]],
    ) -> pl.Tensor[[8, 16], pl.INT32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            out = pl.tensor.scatter(base, dim=-1, index=idx, src=val)
            output = pl.assemble(output, out, [0, 0])
        return output
