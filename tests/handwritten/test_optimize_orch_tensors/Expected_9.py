# tests/ut/ir/transforms/test_optimize_orch_tensors.py::TestOutWindowExternalizer::test_input_window_rewrite_accepts_loop_carried_affine_offset (hand-written)
import pypto.language as pl


@pl.program
class Expected:
    @pl.function(type=pl.FunctionType.InCore)
    def consume(
        self,
        score: pl.Tensor[[64, 128], pl.FP32],
        row_offset: pl.Scalar[pl.INDEX],
        ret0__out: pl.Out[pl.Tensor[[32, 64], pl.FP32]],
    ) -> pl.Tensor[[32, 64], pl.FP32]:
        block__tile: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(
            score, [row_offset, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec, transpose=False
        )
        ret0__store: pl.Tensor[[32, 64], pl.FP32] = pl.tile.store(block__tile, [0, 0], ret0__out)
        return ret0__store

    @pl.function(type=pl.FunctionType.InCore)
    def consume__windowed(
        self,
        score: pl.Tensor[
            [32, 64], pl.FP32, pl.TensorView(stride=[128, 1], layout=pl.TensorLayout.ND)
        ],
        row_offset: pl.Scalar[pl.INDEX],
        ret0__out: pl.Out[pl.Tensor[[32, 64], pl.FP32]],
    ) -> pl.Tensor[[32, 64], pl.FP32]:
        block__tile: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(
            score, [0, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec, transpose=False
        )
        ret0__store: pl.Tensor[[32, 64], pl.FP32] = pl.tile.store(block__tile, [0, 0], ret0__out)
        return ret0__store

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        score: pl.Tensor[[64, 128], pl.FP32],
        seed: pl.Tensor[[32, 64], pl.FP32],
    ) -> pl.Tensor[[32, 64], pl.FP32]:
        for i, (result,) in pl.range(2, init_values=(seed,)):
            row: pl.Scalar[pl.INDEX] = i * 32
            ret0__out: pl.Tensor[[32, 64], pl.FP32] = pl.create_tensor([32, 64], dtype=pl.FP32)
            score__window: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.slice(score, [32, 64], [row, 0])
            block: pl.Tensor[[32, 64], pl.FP32] = self.consume__windowed(
                score__window, row, ret0__out
            )
            result_rv = pl.yield_(block)
        return result_rv
