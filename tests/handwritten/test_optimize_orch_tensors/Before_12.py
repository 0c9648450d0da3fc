# tests/ut/ir/transforms/test_optimize_orch_tensors.py::TestAssembleLoopRewrite::test_assemble_loop_to_store_loop (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(
        self,
        x: pl.Tensor[[1, 32], pl.FP32],
        ret0__out: pl.Out[pl.Tensor[[1, 64], pl.FP32]],
    ) -> pl.Tensor[[1, 64], pl.FP32]:
        buf__tile: pl.Tile[[1, 64], pl.FP32] = pl.tile.create(
            [1, 64], dtype=pl.FP32, target_memory=pl.MemorySpace.Vec
        )
        for i, (acc,) in pl.range(2, init_values=(buf__tile,)):
            off: pl.Scalar[pl.INDEX] = i * 32
            chunk__tile: pl.Tile[[1, 32], pl.FP32] = pl.load(x, [0, 0], [1, 32])
            acc_next__tile: pl.Tile[[1, 64], pl.FP32] = pl.tile.assemble(acc, chunk__tile, [0, off])
            result: pl.Tile[[1, 64], pl.FP32] = pl.yield_(acc_next__tile)
        ret0__store: pl.Tensor[[1, 64], pl.FP32] = pl.store(result, [0, 0], ret0__out)
        return ret0__store

    @pl.function
    def main(self, x: pl.Tensor[[1, 32], pl.FP32]) -> pl.Tensor[[1, 64], pl.FP32]:
        ret0__out: pl.Tensor[[1, 64], pl.FP32] = pl.create_tensor([1, 64], dtype=pl.FP32)
        y: pl.Tensor[[1, 64], pl.FP32] = self.main_incore_0(x, ret0__out)
        return y
