# tests/ut/ir/transforms/test_optimize_orch_tensors.py::TestOutWindowExternalizer::test_direct_out_call_rewrites_to_windowed_clone (hand-written)
import pypto.language as pl


@pl.program
class Expected:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel_stripe(
        self,
        data: pl.Tensor[[256, 64], pl.FP32],
        row_offset: pl.Scalar[pl.INDEX],
        bias: pl.Scalar[pl.FP32],
        out: pl.Out[pl.Tensor[[256, 64], pl.FP32]],
    ) -> pl.Tensor[[256, 64], pl.FP32]:
        tile: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(
            data, [row_offset, 0], [64, 64], [64, 64], target_memory=pl.Mem.Vec, transpose=False
        )
        result: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(tile, bias)
        ret = pl.tile.store(result, [row_offset, 0], out)
        return ret

    @pl.function(type=pl.FunctionType.InCore)
    def kernel_stripe__windowed(
        self,
        data: pl.Tensor[[64, 64], pl.FP32, pl.TensorView(stride=[64, 1], layout=pl.TensorLayout.ND)],
        row_offset: pl.Scalar[pl.INDEX],
        bias: pl.Scalar[pl.FP32],
        out: pl.Out[
            pl.Tensor[[64, 64], pl.FP32, pl.TensorView(stride=[64, 1], layout=pl.TensorLayout.ND)]
        ],
    ) -> pl.Tensor[[64, 64], pl.FP32, pl.TensorView(stride=[64, 1], layout=pl.TensorLayout.ND)]:
        tile: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(
            data, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Vec, transpose=False
        )
        result: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(tile, bias)
        ret: pl.Tensor[
            [64, 64], pl.FP32, pl.TensorView(stride=[64, 1], layout=pl.TensorLayout.ND)
        ] = pl.tile.store(result, [0, 0], out)
        return ret

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        data: pl.Tensor[[256, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[256, 64], pl.FP32]],
    ) -> pl.Tensor[[256, 64], pl.FP32]:
        data__window = pl.tensor.slice(data, [64, 64], [64, 0])
        out__window = pl.tensor.slice(out, [64, 64], [64, 0])
        out_next__windowed: pl.Tensor[
            [64, 64], pl.FP32, pl.TensorView(stride=[64, 1], layout=pl.TensorLayout.ND)
        ] = self.kernel_stripe__windowed(data__window, 64, 1.0, out__window)
        out_next = pl.tensor.assemble(out, out_next__windowed, [64, 0])
        return out_next
