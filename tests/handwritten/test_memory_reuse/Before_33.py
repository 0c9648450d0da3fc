# tests/ut/ir/transforms/test_memory_reuse.py::TestTopDownRetargeter::test_retargeter_declines_when_read_after_nested_if (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(
        self,
        input_tensor: pl.Tensor[[64, 64], pl.FP32],
        output: pl.Out[pl.Tensor[[64, 64], pl.FP32]],
    ) -> pl.Tensor[[64, 64], pl.FP32]:
        init_0: pl.Tile[[64, 64], pl.FP32, pl.MemorySpace.Vec] = pl.load(
            input_tensor, [0, 0], [64, 64]
        )
        for i, (acc_0,) in pl.range(0, 4, init_values=(init_0,)):
            if i < 2:
                tile_c: pl.Tile[[64, 64], pl.FP32, pl.MemorySpace.Vec] = pl.add(acc_0, acc_0)
                if_result = pl.yield_(tile_c)
            else:
                if_result = pl.yield_(acc_0)
            # Reads acc_0 (target base) AFTER the IfStmt.
            _use: pl.Tensor[[64, 64], pl.FP32] = pl.store(acc_0, [0, 0], output)
            loop_out = pl.yield_(if_result)
        result: pl.Tensor[[64, 64], pl.FP32] = pl.store(loop_out, [0, 0], output)
        return result
