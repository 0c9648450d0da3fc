# ptoc: opt --passes=lower_pipeline_loops
# reference lower_pipeline_loops_pass.cpp: with runtime bounds the trip count is computed for a positive step only
import pypto.language as pl

@pl.program
class Before:
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32], n: pl.Scalar[pl.INDEX]):
        for i in pl.pipeline(n, 0, -1, stage=2):
            pass
