# tests/st/runtime/ops/test_scatter.py::<module> (hand-written)
import pypto.language as pl


@pl.program
class ScatterMaskP0101Program:
    """Mask-form scatter (P0101, A2/A3): write ``inp`` into even columns of ``dst``.

    ``inp [8, 8] FP32`` expands into ``dst [8, 16] FP32`` (stride 2): the inverse
    of the P0101 mask gather, so ``dst[:, 0::2] = inp``.
    """

    @pl.function(type=pl.FunctionType.Opaque)
    def main(
        self,
        inp: pl.Tensor[[8, 8], pl.FP32],
        dst: pl.Tensor[[8, 16], pl.FP32],
        output: pl.Out[pl.Tensor[[8, 16], pl.FP32]],
    ) -> pl.Tensor[[8, 16], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            out = pl.tensor.scatter(inp, mask_pattern=pl.tile.MaskPattern.P0101, dst=dst)
            output = pl.assemble(output, out, [0, 0])
        return output
