# tests/st/runtime/ops/test_fillpad_expand.py::<module> (hand-written)
import pypto.language as pl


@pl.program
class FillpadExpandRowINT32:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        input_tensor: pl.Tensor[[48, 64], pl.INT32],
        output: pl.Out[pl.Tensor[[64, 64], pl.INT32]],
    ) -> pl.Tensor[[64, 64], pl.INT32]:
        src: pl.Tile[[48, 64], pl.INT32] = pl.load(input_tensor, [0, 0], [48, 64], valid_shapes=[40, 50])
        dst: pl.Tile[[64, 64], pl.INT32] = pl.tile.fillpad_expand(src, [64, 64], pad_value=pl.PadValue.zero)
        return pl.store(dst, [0, 0], output)

    @pl.function(type=pl.FunctionType.Orchestration)
    def orchestrator(
        self,
        input_tensor: pl.Tensor[[48, 64], pl.INT32],
        output: pl.Out[pl.Tensor[[64, 64], pl.INT32]],
    ) -> pl.Tensor[[64, 64], pl.INT32]:
        return self.kernel(input_tensor, output)
