# tests/ut/ir/transforms/test_materialize_pto_tile_handles.py::test_materializes_handles_inside_structured_control_flow (hand-written)
import pypto.language as pl


@pl.program
class Program:
    @pl.function(type=pl.FunctionType.InCore)
    def main(self, x: pl.Tensor[[16, 16], pl.FP32]):
        for _ in pl.range(1):
            _tile: pl.Tile[[16, 16], pl.FP32, pl.MemRef("mem_tile", 64, 1024), pl.Mem.Vec] = pl.load(
                x, [0, 0], [16, 16]
            )
