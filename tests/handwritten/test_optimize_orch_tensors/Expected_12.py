# tests/ut/ir/transforms/test_optimize_orch_tensors.py::TestOutWindowExternalizer::test_phase_fence_auto_nested_loop_shape_rewrites (hand-written)
import pypto.language as pl


@pl.program
class Expected:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel_stripe(
        self,
        data: pl.Tensor[[1024, 64], pl.FP32],
        row_offset: pl.Scalar[pl.INDEX],
        bias: pl.Scalar[pl.FP32],
        out: pl.Out[pl.Tensor[[1024, 64], pl.FP32]],
    ) -> pl.Tensor[[1024, 64], pl.FP32]:
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
        data: pl.Tensor[[1024, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[1024, 64], pl.FP32]],
    ) -> pl.Tensor[[1024, 64], pl.FP32]:
        for phase, (out_phase,) in pl.range(4, init_values=(out,)):
            for branch, (out_branch,) in pl.parallel(4, init_values=(out_phase,)):
                row: pl.Scalar[pl.INDEX] = (phase * 4 + branch) * 64
                data__window = pl.tensor.slice(data, [64, 64], [row, 0])
                out_branch__window = pl.tensor.slice(out_branch, [64, 64], [row, 0])
                out_next__windowed: pl.Tensor[
                    [64, 64], pl.FP32, pl.TensorView(stride=[64, 1], layout=pl.TensorLayout.ND)
                ] = self.kernel_stripe__windowed(data__window, row, 1.0, out_branch__window)
                out_next = pl.tensor.assemble(out_branch, out_next__windowed, [row, 0])
                out_branch_next = pl.yield_(out_next)
            out_phase_next = pl.yield_(out_branch_next)
        return out_phase_next
