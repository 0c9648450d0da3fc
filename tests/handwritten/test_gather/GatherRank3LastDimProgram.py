# tests/st/runtime/ops/test_gather.py::<module> (hand-written)
import pypto.language as pl


@pl.program
class GatherRank3LastDimProgram:
    """Rank-3 + dim=-1. Lowering collapses leading dims via ``tile.reshape``.

    idx last-dim is 8 (8×4=32 bytes) to satisfy the hardware tile column
    alignment requirement (Cols * sizeof(dtype) % 32 == 0).
    """

    @pl.function(type=pl.FunctionType.Opaque)
    def main(
        self,
        inp: pl.Tensor[[2, 3, 16], pl.FP32],
        idx: pl.Tensor[[2, 3, 8], pl.INT32],
        output: pl.Out[pl.Tensor[[2, 3, 8], pl.FP32]],
    ) -> pl.Tensor[[2, 3, 8], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            out = pl.tensor.gather(inp, dim=-1, index=idx)
            output = pl.assemble(output, out, [0, 0, 0])
        return output
