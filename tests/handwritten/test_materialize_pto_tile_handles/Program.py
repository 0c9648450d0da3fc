# tests/ut/ir/transforms/test_materialize_pto_tile_handles.py::_make_straight_line_program (hand-written)
import pypto.language as pl


@pl.program
class Program:
    @pl.function(type=pl.FunctionType.InCore)
    def main(
        self,
        input_a: pl.Tensor[[16, 16], pl.FP32],
        input_b: pl.Tensor[[16, 16], pl.FP32],
        output: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
    ) -> pl.Tensor[[16, 16], pl.FP32]:
        a: pl.Tile[[16, 16], pl.FP32, pl.MemRef("mem_a", 64, 1024), pl.Mem.Vec] = pl.load(
            input_a, [0, 0], [16, 16]
        )
        b: pl.Tile[[16, 16], pl.FP32, pl.MemRef("mem_b", 128, 1024), pl.Mem.Vec] = pl.load(
            input_b, [0, 0], [16, 16]
        )
        root: pl.Tile[[16, 16], pl.FP32, pl.MemRef("mem_root", 192, 1024), pl.Mem.Vec] = pl.sqrt(a)
        added: pl.Tile[[16, 16], pl.FP32, pl.MemRef("mem_added", 256, 1024), pl.Mem.Vec] = pl.add(root, b)
        multiplied: pl.Tile[[16, 16], pl.FP32, pl.MemRef("mem_mul", 320, 1024), pl.Mem.Vec] = pl.mul(
            added, b
        )
        result: pl.Tensor[[16, 16], pl.FP32] = pl.store(multiplied, [0, 0], output)
        return result
