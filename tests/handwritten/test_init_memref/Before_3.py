# tests/ut/ir/transforms/test_init_memref.py::TestBasic::test_int32_acc_allocation_uses_backend_physical_m_rows (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(
        self,
        input_a: pl.Tensor[[16, 32], pl.INT8],
        input_b: pl.Tensor[[32, 128], pl.INT8],
        output: pl.Out[pl.Tensor[[16, 128], pl.INT32]],
    ) -> pl.Tensor[[16, 128], pl.INT32]:
        a_mat: pl.Tile[[16, 32], pl.INT8, pl.Mem.Mat] = pl.tile.load(
            input_a, [0, 0], [16, 32], target_memory=pl.Mem.Mat
        )
        b_mat: pl.Tile[[32, 128], pl.INT8, pl.Mem.Mat] = pl.tile.load(
            input_b, [0, 0], [32, 128], target_memory=pl.Mem.Mat
        )
        a_l0: pl.Tile[[16, 32], pl.INT8, pl.Mem.Left] = pl.tile.move(a_mat, target_memory=pl.Mem.Left)
        b_l0: pl.Tile[[32, 128], pl.INT8, pl.Mem.Right] = pl.tile.move(
            b_mat, target_memory=pl.Mem.Right
        )
        acc: pl.Tile[[16, 128], pl.INT32, pl.Mem.Acc] = pl.tile.matmul(a_l0, b_l0)
        output = pl.tile.store(acc, [0, 0], output)
        return output
