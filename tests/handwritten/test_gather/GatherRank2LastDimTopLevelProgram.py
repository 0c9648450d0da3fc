# tests/st/runtime/ops/test_gather.py::<module> (hand-written)
import pypto.language as pl


@pl.program
class GatherRank2LastDimTopLevelProgram:
    """Same as ``GatherRank2LastDimProgram`` but uses the promoted top-level
    ``pl.gather`` alias instead of ``pl.tensor.gather``."""

    @pl.function(type=pl.FunctionType.Opaque)
    def main(
        self,
        inp: pl.Tensor[[4, 16], pl.FP32],
        idx: pl.Tensor[[4, 8], pl.INT32],
        output: pl.Out[pl.Tensor[[4, 8], pl.FP32]],
    ) -> pl.Tensor[[4, 8], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            out = pl.gather(inp, dim=-1, index=idx)
            output = pl.assemble(output, out, [0, 0])
        return output
