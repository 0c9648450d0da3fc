# ptoc: opt --passes=lower_pipeline_loops
# reference lower_pipeline_loops_pass.cpp: the copies' offsets are multiples of the step, so a pl.pipeline step must be a constant
import pypto.language as pl

@pl.program
class Before:
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32], n: pl.Scalar[pl.INDEX], s: pl.Scalar[pl.INDEX]):
        for i in pl.pipeline(0, n, s, stage=2):
            pass
