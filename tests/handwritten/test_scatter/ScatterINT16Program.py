# tests/st/runtime/ops/test_scatter.py::<module> (hand-written)
import pypto.language as pl


@pl.program
class ScatterINT16Program:
    """INT16 dst/src + INT16 indexes (2-byte integer path)."""

    @pl.function(type=pl.FunctionType.Opaque)
    def main(
        self,
        base: pl.Tensor[[16, 32], pl.INT16],
        idx: pl.Tensor[[16, 16], pl.INT16],
        val: pl.Tensor[[16, 16], pl.INT16],
        output: pl.Out[pl.Tensor[[16, 32], pl.INT16]],
    ) -> pl.Tensor[[16, 32], pl.INT16]:
        with pl.at(level=pl.Level.CORE_GROUP):
            out = pl.tensor.scatter(base, dim=-1, index=idx, src=val)
            output = pl.assemble(output, out, [0, 0])
        return output
