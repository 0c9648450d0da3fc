# tests/ut/ir/transforms/test_expand_mixed_kernel.py::TestDCERegression::test_multiple_iter_args_preserved (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(
        self,
        x: pl.Tensor[[4, 256], pl.BF16],
        wg: pl.Tensor[[256, 32], pl.BF16],
        wu: pl.Tensor[[256, 32], pl.BF16],
        out_0: pl.Out[pl.Tensor[[4, 32], pl.FP32]],
    ) -> pl.Tensor[[4, 32], pl.FP32]:
        gate_0 = pl.tile.create([4, 32], dtype=pl.FP32, target_memory=pl.MemorySpace.Vec)
        up_0 = pl.tile.create([4, 32], dtype=pl.FP32, target_memory=pl.MemorySpace.Vec)
        gate_1 = pl.tile.muls(gate_0, 0.0)
        up_1 = pl.tile.muls(up_0, 0.0)
        for i, (gate_iter, up_iter) in pl.range(2, init_values=(gate_1, up_1)):
            x_mat = pl.load(x, [0, 0], [4, 256], target_memory=pl.MemorySpace.Mat)
            x_left = pl.move(x_mat, target_memory=pl.MemorySpace.Left)
            wg_mat = pl.load(wg, [0, 0], [256, 32], target_memory=pl.MemorySpace.Mat)
            wg_right = pl.move(wg_mat, target_memory=pl.MemorySpace.Right)
            g_tile = pl.matmul(x_left, wg_right)
            g_vec = pl.move(g_tile, target_memory=pl.MemorySpace.Vec)
            wu_mat = pl.load(wu, [0, 0], [256, 32], target_memory=pl.MemorySpace.Mat)
            wu_right = pl.move(wu_mat, target_memory=pl.MemorySpace.Right)
            u_tile = pl.matmul(x_left, wu_right)
            u_vec = pl.move(u_tile, target_memory=pl.MemorySpace.Vec)
            gate_new = pl.tile.add(gate_iter, g_vec)
            up_new = pl.tile.add(up_iter, u_vec)
            gate_out, up_out = pl.yield_(gate_new, up_new)
        result = pl.tile.add(gate_out, up_out)
        out_0: pl.Tensor[[4, 32], pl.FP32] = pl.store(result, [0, 0], out_0)
        return out_0
