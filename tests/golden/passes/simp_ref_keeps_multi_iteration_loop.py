# ptoc: opt --passes=simplify {} --expect {}
# reference test_simplify_pass.py, test_keeps_multi_iteration_loop: a loop of four trips stays
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(self):
        for _i in pl.range(4):
            _t: pl.Tensor[[8], pl.FP32] = pl.tensor.create([8], dtype=pl.FP32)
