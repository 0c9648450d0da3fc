# tests/st/runtime/ops/test_gather.py::<module> (hand-written)
import pypto.language as pl


@pl.program
class GatherMaskP0101Program:
    """Mask-form gather (P0101): select even-position columns of each row.

    ``src [8, 16] FP32`` → ``output [8, 8] FP32`` (cols shrink by 2).
    """

    @pl.function(type=pl.FunctionType.Opaque)
    def main(
        self,
        inp: pl.Tensor[[8, 16], pl.FP32],
        output: pl.Out[pl.Tensor[[8, 8], pl.FP32]],
    ) -> pl.Tensor[[8, 8], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            out = pl.tensor.gather(inp, mask_pattern=pl.tile.MaskPattern.P0101)
            output = pl.assemble(output, out, [0, 0])
        return output
