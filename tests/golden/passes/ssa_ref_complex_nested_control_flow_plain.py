# ptoc: opt --passes=convert_to_ssa --expect {dir}/ssa_ref_complex_nested_control_flow_plain.expected.py
# reference test_convert_to_ssa_pass.py, test_complex_nested_control_flow_plain (tile ops): for -> if -> for: each branch yields the name the other changed
import pypto.language as pl

@pl.program
class Before:
    @pl.function
    def main(self, x: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec]) -> pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec]:
        a: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = x
        b: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(x, 2.0)
        for i in pl.range(2):
            if i == 0:
                for j in pl.range(2):
                    a = pl.tile.adds(a, 1.0)
            else:
                b = pl.tile.muls(b, 2.0)
        result: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(a, b)
        return result
