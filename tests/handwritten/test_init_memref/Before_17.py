# tests/ut/ir/transforms/test_init_memref.py::TestYieldMemRef::test_for_loop_carry_memref_relationships (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(
        self,
        input_tensor: pl.Tensor[[64, 64], pl.FP32],
        output: pl.Out[pl.Tensor[[64, 64], pl.FP32]],
    ) -> pl.Tensor[[64, 64], pl.FP32]:
        init_tile: pl.Tile[[64, 64], pl.FP32, pl.MemorySpace.Vec] = pl.load(
            input_tensor, [0, 0], [64, 64], target_memory=pl.Mem.Vec
        )
        other_tile: pl.Tile[[64, 64], pl.FP32, pl.MemorySpace.Vec] = pl.load(
            input_tensor, [0, 0], [64, 64], target_memory=pl.Mem.Vec
        )
        for _i, (acc,) in pl.range(0, 4, init_values=(init_tile,)):
            acc_next: pl.Tile[[64, 64], pl.FP32, pl.MemorySpace.Vec] = pl.add(acc, other_tile)
            acc_out = pl.yield_(acc_next)
        result: pl.Tensor[[64, 64], pl.FP32] = pl.store(acc_out, [0, 0], output)
        return result
