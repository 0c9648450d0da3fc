# ptoc: opt --passes=lower_pipeline_loops
# nested pipeline loops multiply their copies: past 10^6 copied statements the lowering is an error at the outer loop
import pypto.language as pl

@pl.program
class Before:
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32], s0: pl.Scalar[pl.INDEX]) -> pl.Scalar[pl.INDEX]:
        for i, (a,) in pl.pipeline(64, stage=64, init_values=(s0,)):
            for j, (b,) in pl.pipeline(64, stage=64, init_values=(a,)):
                for k, (c,) in pl.pipeline(64, stage=64, init_values=(b,)):
                    for l, (d,) in pl.pipeline(64, stage=64, init_values=(c,)):
                        e: pl.Scalar[pl.INDEX] = d + l
                        r4: pl.Scalar[pl.INDEX] = pl.yield_(e)
                    r3: pl.Scalar[pl.INDEX] = pl.yield_(r4)
                r2: pl.Scalar[pl.INDEX] = pl.yield_(r3)
            r1: pl.Scalar[pl.INDEX] = pl.yield_(r2)
        return r1
