# tests/ut/ir/transforms/test_expand_mixed_kernel.py::TestDCERegression::test_multiple_iter_args_preserved (hand-written)
import pypto.language as pl


@pl.program
class ExpAIV:
    @pl.function(type=pl.FunctionType.AIV)
    def main_incore_0_aiv(
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
            g_vec: pl.Tile[[4, 32], pl.FP32, pl.MemorySpace.Vec] = pl.tpop_from_aic(
                shape=[4, 32], dtype=pl.FP32
            )
            gate_new = pl.tile.add(gate_iter, g_vec)
            u_vec: pl.Tile[[4, 32], pl.FP32, pl.MemorySpace.Vec] = pl.tpop_from_aic(
                shape=[4, 32], dtype=pl.FP32
            )
            up_new = pl.tile.add(up_iter, u_vec)
            gate_out, up_out = pl.yield_(gate_new, up_new)
        result = pl.tile.add(gate_out, up_out)
        out_0_store: pl.Tensor[[4, 32], pl.FP32] = pl.store(result, [0, 0], out_0)
        return out_0_store
